/** What other modules may use of notifications: writing one beside a money event. */
export { notify, type NewNotification } from './service';
