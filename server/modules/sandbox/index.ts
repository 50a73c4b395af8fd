/** The sandbox providers' pages: a hosted checkout and a mailbox a person can use. */
export { checkoutModule } from './checkout';
export { mailboxModule } from './mailbox';
