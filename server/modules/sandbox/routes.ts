/** The sandbox providers' pages, its plugins for app.ts (it offers no services): a hosted checkout and a mailbox a person can use. */
export { checkoutModule } from './checkout';
export { mailboxModule } from './mailbox';
