import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyCode, OtpInput } from './OtpInput';

const Harness = () => {
  const [code, setCode] = useState(() => emptyCode(6));
  return (
    <>
      <OtpInput label="One-time password" value={code} onChange={setCode} />
      <output>{code.map((d) => d || '_').join('')}</output>
    </>
  );
};

const setup = () => {
  const user = userEvent.setup();
  render(<Harness />);
  const boxes = screen.getAllByRole('textbox');
  const code = () => screen.getByRole('status').textContent;
  return { user, boxes, code };
};

describe('OtpInput', () => {
  it('renders six labelled boxes in a named group', () => {
    const { boxes } = setup();
    expect(boxes).toHaveLength(6);
    for (const box of boxes) expect(screen.getByRole('group', { name: 'One-time password' })).toContainElement(box);
    expect(boxes[0]?.getAttribute('aria-label')).toBe('Digit 1 of 6');
    expect(boxes[0]?.getAttribute('inputmode')).toBe('numeric');
  });

  it('takes digits only and moves to the next box as you type', async () => {
    const { user, boxes, code } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('1a2');
    expect(code()).toBe('12____');
    expect(document.activeElement).toBe(boxes[2]);
    expect((boxes[1] as HTMLInputElement).value).toBe('2');
  });

  it('goes back one box on Backspace in an empty box, clearing it', async () => {
    const { user, boxes, code } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes[3]);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12____');
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1_____');
    expect(document.activeElement).toBe(boxes[1]);
  });

  it('spreads a pasted full code over all boxes, whichever box has focus', async () => {
    const { user, boxes, code } = setup();
    await user.click(boxes[3]!);
    await user.paste('48 21-93');
    expect(code()).toBe('482193');
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('482193');
  });
});
