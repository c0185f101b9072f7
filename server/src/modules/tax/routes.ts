import { parcelLinkRoutes } from '../search/parcel-links';

/** /api/tax: links from a document's parcels into the county's tax system. */
export default parcelLinkRoutes('tax');
