import { afterEach, describe, expect, it } from 'vitest';
import { formInProgress } from './formInProgress';

/**
 * The page's content, in a container of its own: the rest of the shared page (the toaster, which
 * stays for the module's life) must outlive this file.
 */
let content: HTMLElement | undefined;
afterEach(() => content?.remove());

const page = (html: string) => {
  content?.remove();
  content = document.createElement('div');
  content.innerHTML = html;
  document.body.append(content);
};

describe('formInProgress', () => {
  it('is false for a page without forms, or with forms as they came', () => {
    expect(formInProgress()).toBe(false);
    page(`<form><input name="a"><input type="checkbox" checked><select><option>1</option><option selected>2</option></select>
      <select><option>a</option><option>b</option></select><textarea>as sent</textarea><input type="hidden" value="x"><button>Go</button></form>`);
    expect(formInProgress()).toBe(false);
  });

  it('is true once something was typed, ticked or chosen', () => {
    page('<form><input id="t"></form>');
    (document.getElementById('t') as HTMLInputElement).value = 'ada@example.ng';
    expect(formInProgress()).toBe(true);

    page('<form><input id="c" type="checkbox"></form>');
    (document.getElementById('c') as HTMLInputElement).checked = true;
    expect(formInProgress()).toBe(true);

    page('<form><select id="s"><option>MTN</option><option>Glo</option></select></form>');
    (document.getElementById('s') as HTMLSelectElement).selectedIndex = 1;
    expect(formInProgress()).toBe(true);

    page('<form><textarea id="a"></textarea></form>');
    (document.getElementById('a') as HTMLTextAreaElement).value = 'note';
    expect(formInProgress()).toBe(true);
  });

  it('ignores fields outside any form (a search box)', () => {
    page('<input id="q">');
    (document.getElementById('q') as HTMLInputElement).value = 'bike';
    expect(formInProgress()).toBe(false);
  });
});
