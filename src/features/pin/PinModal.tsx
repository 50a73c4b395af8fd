import { css } from '@/ui/css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessages } from '@/api/errors';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { emptyCode } from '@/ui/OtpInput';
import { PinInput } from './PinInput';
import { PIN_LENGTH, PIN_STEPS, pinProblem, type PinMode } from './pinSteps';
import { pinTexts } from './texts';

/** What each mode hands to its caller once every step is filled in. */
type PinEntry = {
  enter: { pin: string };
  set: { pin: string; confirmation: string };
  change: { oldpin: string; newpin: string };
};

type ModeProps<M extends PinMode> = {
  mode: M;
  onSubmit: (entry: PinEntry[M]) => Promise<void>;
  /** Enter mode: 'Approve with fingerprint' beside the boxes, which approves instead of the PIN. */
  onPasskey?: (() => Promise<void>) | undefined;
};

export type PinModalProps = {
  open: boolean;
  /** Cancel and Esc; ignored while a submit is under way. */
  onClose: () => void;
  /** Called instead of onClose after a successful submit, to go on to another mode. */
  onSuccess?: () => void;
  /** After the dialog has faded out; see Modal. */
  onClosed?: () => void;
  /** Shown when a submit fails without a message from the server. */
  errorFallback: string;
  /**
   * Set mode, confirmation differs: the purchase flows and the Security screen word it
   * differently (docs/product.md §Validation).
   */
  mismatchMessage?: string;
} & (ModeProps<'enter'> | ModeProps<'set'> | ModeProps<'change'>);

const hint = css`
  margin: 0 0 12px;
  font-weight: 600;
  text-align: center;
`;

const problemsClass = css`
  min-height: 1.5em;
  margin-bottom: 12px;
  color: var(--danger);
  text-align: center;
  & p { margin: 0; }
`;

const passkeyButton = css`
  margin-bottom: 12px;
`;

const actions = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

const freshCodes = (mode: PinMode): string[][] => PIN_STEPS[mode].map(() => emptyCode(PIN_LENGTH));

const send = (props: PinModalProps, pins: readonly string[]): Promise<void> => {
  const [first = '', second = ''] = pins;
  switch (props.mode) {
    case 'enter':
      return props.onSubmit({ pin: first });
    case 'set':
      return props.onSubmit({ pin: first, confirmation: second });
    case 'change':
      return props.onSubmit({ oldpin: first, newpin: second });
  }
};

/**
 * The one PIN dialog of every money action (docs/product.md §PIN dialogs). A failed submit keeps it
 * open with the server's message and starts the entry over; a successful one closes it. Messages
 * show inside the dialog: the modal makes the page behind it, toasts included, inert and dimmed.
 */
export const PinModal = (props: PinModalProps) => {
  const { open, mode } = props;
  const steps = PIN_STEPS[mode];
  const [step, setStep] = useState(0);
  const [codes, setCodes] = useState(() => freshCodes(mode));
  const [problems, setProblems] = useState<readonly string[]>([]);
  /** What is being sent, the PIN or a passkey's approval: its button shows the spinner, every control waits. */
  const [sending, setSending] = useState<'pin' | 'passkey' | null>(null);
  const submitting = sending !== null;
  /** Asks for the first box to take the focus once the boxes are enabled again. */
  const [focusRequests, setFocusRequests] = useState(0);
  const [shown, setShown] = useState({ open, mode });
  // State updates land after the next render: a second Enter in between must not send twice.
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  // Each opening, and each new mode, starts afresh while rendering, so the dialog never shows
  // the last entry and showModal() finds an enabled first box to focus.
  if (shown.open !== open || shown.mode !== mode) {
    setShown({ open, mode });
    if (open) {
      inFlight.current = false;
      setSending(null);
      setProblems([]);
      setStep(0);
      setCodes(freshCodes(mode));
      // A new mode in a dialog already open (set PIN, then enter it): showModal() will not run.
      if (shown.open) setFocusRequests((n) => n + 1);
    }
  }

  // The boxes stay the same elements from step to step, so the focus can move at once: keys
  // typed right after Next land in the new step.
  const focusFirstBox = (): void => form.current?.querySelector('input')?.focus();

  useEffect(() => {
    if (focusRequests > 0) focusFirstBox();
  }, [focusRequests]);

  const restart = (): void => {
    setStep(0);
    setCodes(freshCodes(mode));
    focusFirstBox();
  };

  const close = (): void => {
    if (!inFlight.current) props.onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const pins = codes.map((code) => code.join(''));
    const problem = pinProblem(mode, step, pins, props.mismatchMessage ?? pinTexts.mismatch);
    if (problem) {
      setProblems([problem.message]);
      if (problem.startOver) restart();
      return;
    }
    setProblems([]);
    if (step < steps.length - 1) {
      setStep(step + 1);
      focusFirstBox();
      return;
    }
    inFlight.current = true;
    setSending('pin');
    try {
      await send(props, pins);
    } catch (error) {
      inFlight.current = false;
      setSending(null);
      setProblems(errorMessages(error, props.errorFallback));
      restart();
      // The boxes are still disabled here: focus them once they are not.
      setFocusRequests((n) => n + 1);
      return;
    }
    // Stays "submitting" while it fades out, so a late tap cannot send again.
    (props.onSuccess ?? props.onClose)();
  };

  const approveWithPasskey = async () => {
    if (inFlight.current || !props.onPasskey) return;
    inFlight.current = true;
    setSending('passkey');
    setProblems([]);
    try {
      await props.onPasskey();
    } catch (error) {
      inFlight.current = false;
      setSending(null);
      setProblems(errorMessages(error, props.errorFallback));
      setFocusRequests((n) => n + 1);
      return;
    }
    props.onClose();
  };

  const current = steps[step] ?? steps[0]!;
  const last = step === steps.length - 1;
  return (
    <Modal open={open} title={current.title} onClose={close} onClosed={props.onClosed}>
      <form ref={form} onSubmit={submit} noValidate>
        {current.showGroup && (
          <p className={hint} aria-hidden="true">
            {current.group}
          </p>
        )}
        <PinInput
          label={current.group}
          value={codes[step] ?? emptyCode(PIN_LENGTH)}
          onChange={(code) => setCodes(codes.map((c, i) => (i === step ? code : c)))}
          invalid={problems.length > 0}
          disabled={submitting}
        />
        <div className={problemsClass} role="alert">
          {problems.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
        {props.onPasskey && (
          <Button
            className={passkeyButton}
            variant="secondary"
            block
            onClick={() => void approveWithPasskey()}
            loading={sending === 'passkey'}
            disabled={submitting}
          >
            {pinTexts.approveWithPasskey}
          </Button>
        )}
        <div className={actions}>
          <Button variant="secondary" onClick={close} disabled={submitting}>
            {pinTexts.cancel}
          </Button>
          <Button type="submit" loading={sending === 'pin'} disabled={submitting}>
            {last ? pinTexts.submit : pinTexts.next}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
