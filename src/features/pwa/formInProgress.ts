const IGNORED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** The option a select shows untouched: the last one marked selected, else the first. */
const defaultIndex = (select: HTMLSelectElement): number => {
  const marked = [...select.options].map((option) => option.hasAttribute('selected'));
  const last = marked.lastIndexOf(true);
  return last === -1 ? Math.min(0, select.options.length - 1) : last;
};

const changed = (field: Element): boolean => {
  if (field instanceof HTMLInputElement) {
    if (IGNORED_TYPES.has(field.type)) return false;
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
    return field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) return field.selectedIndex !== defaultIndex(field);
  return false;
};

/**
 * True when a form on the page holds something the customer typed or chose: a reload would lose
 * it, so the update prompt asks first (docs/rules.md, "The installed app"). The app's inputs are
 * controlled, so their default is empty and any content counts.
 */
export const formInProgress = (root: Document = document): boolean => [...root.forms].some((form) => [...form.elements].some(changed));
