import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../test/across-migration';

/**
 * History rows and notifications written while the database kept the legacy wire's codes keep
 * their meaning in our words (docs/rules.md §History and notifications).
 */
describe('the history-words migration', () => {
  it('carries every old code of history rows and notifications into our words, and refuses the codes after', async () => {
    const { client, rows } = await acrossMigration(
      '0013_history_words',
      `
        INSERT INTO customers (code_number, email, firstname, lastname, phonenumber, address, city, location)
          VALUES ('FV00000001', 'old@example.com', 'Ada', 'Obi', '08031234567', '1 Marina', 'Lagos', 'Lagos');
        INSERT INTO transactions (customer_id, reference, type, which, classtype, title, amount, status) VALUES
          (1, 'T-PEND', 1, 1, 1, 'Deposit', 100, '0'), (1, 'T-DONE', 1, 1, 1, 'Deposit', 100, '1'), (1, 'T-FAIL', 1, 1, 1, 'Deposit', 100, '2');
        INSERT INTO notifications (customer_id, title, description, which, type) VALUES (1, 'New', 'Left to the default', 1, 1);
        INSERT INTO notifications (customer_id, title, description, which, type, status) VALUES
          (1, 'Unread', 'Not opened', 1, 1, '0'), (1, 'Read', 'Opened', 1, 1, '1');
      `,
    );
    expect(await rows('SELECT reference, status FROM transactions ORDER BY id')).toEqual([
      { reference: 'T-PEND', status: 'pending' },
      { reference: 'T-DONE', status: 'completed' },
      { reference: 'T-FAIL', status: 'failed' },
    ]);
    expect(await rows('SELECT title, status FROM notifications ORDER BY id')).toEqual([
      { title: 'New', status: 'unread' },
      { title: 'Unread', status: 'unread' },
      { title: 'Read', status: 'read' },
    ]);
    await client.exec(`INSERT INTO notifications (customer_id, title, description, which, type) VALUES (1, 'Later', 'Left to the default', 1, 1)`);
    expect(await rows(`SELECT status FROM notifications WHERE title = 'Later'`)).toEqual([{ status: 'unread' }]);
    // The database now refuses an old code.
    await expect(client.query(`UPDATE transactions SET status = '1' WHERE reference = 'T-PEND'`)).rejects.toThrow(/transactions_status_known/);
    await expect(client.query(`UPDATE notifications SET status = '1' WHERE title = 'Unread'`)).rejects.toThrow(/notifications_status_known/);
  });
});
