import { OtpInput } from '@/ui/OtpInput';
import { pinTexts } from './texts';

type PinInputProps = {
  /** Names the group of boxes, e.g. 'Old PIN'. */
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
};

/** Four single-digit password boxes (docs/product.md §PIN dialogs), with OtpInput's typing, Backspace and paste. */
export const PinInput = (props: PinInputProps) => <OtpInput {...props} masked digitLabel={pinTexts.digit} />;
