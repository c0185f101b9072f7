import { parcelLinkRoutes } from '../search/parcel-links';

/** /api/gis: links from a document's parcels into the county's GIS (map) system. */
export default parcelLinkRoutes('gis');
