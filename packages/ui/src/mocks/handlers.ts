// The default handler groups. Storybook's preview and any dev mock mode start from these; a story replaces a
// group with `parameters: { msw: { handlers: { pages: [...] } } }` (groups merge by key, arrays replace).
import { accountHandlers } from './account.ts';
import { authHandlers } from './auth.ts';
import { checkoutHandlers } from './checkout.ts';
import { meHandlers } from './me.ts';
import { pagesHandlers } from './pages.ts';
import { reviewHandlers } from './review.ts';

export const defaultHandlers = {
  auth: authHandlers,
  pages: pagesHandlers,
  checkout: checkoutHandlers,
  me: meHandlers,
  account: accountHandlers,
  review: reviewHandlers,
};
