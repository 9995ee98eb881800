// What other modules (the credits, certificates) may ask of the attendance: the scans.
export { scansOfRegistrations, type ScanRow } from './attendance.repository';
