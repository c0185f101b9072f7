/** The product (portal) version shown in the footer and product configuration (spec 1 §1: client 5.5.5). */
export const PRODUCT_VERSION = '5.5.5';
