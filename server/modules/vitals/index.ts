/** Web performance measured in the field: the report endpoint, its storage and its summary. */
export { vitalsCommand, vitalsDays } from './vitals-command';
export { forgetOldVitals, summariseVitals, VITALS_RETENTION_DAYS } from './service';
