/** The investment figures the dashboard's tiles show; the profile's summary strip reads them too. */
export { fetchInvestmentCount, fetchInvestmentSummary } from './api';
/** A background read that fails quietly, to the console; the profile's reads are such reads too. */
export { readQuietly } from './loader';
