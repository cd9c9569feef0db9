// The server's CSV writers read the one rule in common/ (the browser's list exports use it too).
export { CSV_BOM, csvLine, neutralised } from '../../common/csv';
