/** What other modules may use of notifications: writing them beside a money event. */
export { notify, notifyMany, type NewNotification } from './service';
