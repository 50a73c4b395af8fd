/** Web performance measured in the field: the report endpoint, its storage and its summary. */
export { vitalsCommand, vitalsDays } from './vitals-command';
export { forgetOldVitals, GOOD_THRESHOLDS, summariseVitals, VITALS_RETENTION_DAYS, type VitalsSummaryRow } from './service';
