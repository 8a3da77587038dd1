/**
 * The data provider's resource of product variants: the variant dialogs create, update and
 * delete through it. It has no route or list of its own (variants are listed inside their
 * product); screens.ts gives it its spec calls under the Materials screen.
 */
export const VARIANTS_RESOURCE = 'product-variants';
