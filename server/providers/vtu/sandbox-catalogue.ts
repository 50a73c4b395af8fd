import type { CableCode, NetworkCode } from '../../../contract/bill-codes';
import type { CablePackage, DataPlan } from './types';

/**
 * What the sandbox VTU provider sells: bundles and bouquets as Nigerian networks and pay-TV
 * providers sell them, at naira prices of the kind customers see, so the screens look real.
 */

type Item = readonly [id: string, name: string, naira: number];

const priced = (items: readonly Item[]) => items.map(([id, name, naira]) => ({ id, name, amountKobo: naira * 100 }));

export const SANDBOX_DATA_PLANS: Record<NetworkCode, DataPlan[]> = {
  '01': priced([
    ['MTN-1GB-1D', '1GB - 1 day', 500],
    ['MTN-2.5GB-2D', '2.5GB - 2 days', 900],
    ['MTN-6GB-7D', '6GB - 7 days', 2500],
    ['MTN-2GB-30D', '2GB - 30 days', 1500],
    ['MTN-3.5GB-30D', '3.5GB - 30 days', 2500],
    ['MTN-7GB-30D', '7GB - 30 days', 3500],
    ['MTN-10GB-30D', '10GB - 30 days', 4500],
    ['MTN-20GB-30D', '20GB - 30 days', 7500],
    ['MTN-75GB-30D', '75GB - 30 days', 20000],
  ]),
  '02': priced([
    ['GLO-750MB-1D', '750MB - 1 day', 200],
    ['GLO-1.5GB-1D', '1.5GB - 1 day', 300],
    ['GLO-2.6GB-30D', '2.6GB - 30 days', 1000],
    ['GLO-5GB-30D', '5GB - 30 days', 1500],
    ['GLO-10GB-30D', '10GB - 30 days', 3000],
    ['GLO-18GB-30D', '18GB - 30 days', 5000],
    ['GLO-32GB-30D', '32GB - 30 days', 8000],
  ]),
  '03': priced([
    ['9M-1GB-1D', '1GB - 1 day', 300],
    ['9M-1.5GB-30D', '1.5GB - 30 days', 1000],
    ['9M-4.5GB-30D', '4.5GB - 30 days', 2000],
    ['9M-11GB-30D', '11GB - 30 days', 4000],
    ['9M-15GB-30D', '15GB - 30 days', 5000],
    ['9M-40GB-30D', '40GB - 30 days', 10000],
  ]),
  '04': priced([
    ['AIRTEL-1GB-1D', '1GB - 1 day', 500],
    ['AIRTEL-1.5GB-2D', '1.5GB - 2 days', 600],
    ['AIRTEL-3GB-7D', '3GB - 7 days', 1500],
    ['AIRTEL-2GB-30D', '2GB - 30 days', 1500],
    ['AIRTEL-3GB-30D', '3GB - 30 days', 2000],
    ['AIRTEL-10GB-30D', '10GB - 30 days', 4000],
    ['AIRTEL-18GB-30D', '18GB - 30 days', 6000],
    ['AIRTEL-35GB-30D', '35GB - 30 days', 10000],
  ]),
};

export const SANDBOX_CABLE_PACKAGES: Record<CableCode, CablePackage[]> = {
  '01': priced([
    ['dstv-padi', 'DStv Padi', 4400],
    ['dstv-yanga', 'DStv Yanga', 6000],
    ['dstv-confam', 'DStv Confam', 11000],
    ['dstv-compact', 'DStv Compact', 19000],
    ['dstv-compact-plus', 'DStv Compact Plus', 30000],
    ['dstv-premium', 'DStv Premium', 44500],
  ]),
  '02': priced([
    ['gotv-smallie', 'GOtv Smallie', 1900],
    ['gotv-jinja', 'GOtv Jinja', 3900],
    ['gotv-jolli', 'GOtv Jolli', 5800],
    ['gotv-max', 'GOtv Max', 8500],
    ['gotv-supa', 'GOtv Supa', 11400],
    ['gotv-supa-plus', 'GOtv Supa+', 16800],
  ]),
  '03': priced([
    ['startimes-nova', 'StarTimes Nova (Antenna)', 1900],
    ['startimes-basic', 'StarTimes Basic (Antenna)', 3700],
    ['startimes-smart', 'StarTimes Smart (Dish)', 4700],
    ['startimes-classic', 'StarTimes Classic (Antenna)', 5500],
    ['startimes-super', 'StarTimes Super (Dish)', 9000],
  ]),
};
