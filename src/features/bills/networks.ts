import { MOBILE_NETWORKS } from '@contract/bills';

/** Spec 9: the network selects show the names and send the codes. */
export const NETWORK_OPTIONS = MOBILE_NETWORKS.map(({ code, name }) => ({ value: code, label: name }));
