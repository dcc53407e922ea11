/** The small shop repository the pull-request specs open changes against. */
export const shopReadme = '# Shop\n\nCall `createOrder(items)` to place an order.\n';
export const shopOrders = 'export function createOrder(items: string[]) {\n  return items.length;\n}\n';
/** The change the specs' pull requests make: the README's function renamed. */
export const renamedShopOrders = shopOrders.replace('createOrder', 'placeOrder');
export const renameCommitMessage = 'Rename createOrder to placeOrder';
