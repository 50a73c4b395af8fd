/** The transaction PIN: its dialog, the gate every money action goes through, and its calls. */
export { changePin, createPin } from './api';
export { PinModal, type PinModalProps } from './PinModal';
export { pinTexts } from './texts';
export { usePinGate, type PinAction } from './usePinGate';
export { approvalBody, type Approval } from './approval';
