export { helpCenterQuery, useHelpCenter } from './api/get-help-center';
