export { setLimit } from './api/change-protection';
export { BirthDateField, RestrictedPersonCheck } from './components/BirthDateField';
export { RealityCheck } from './components/RealityCheck';
export { SignUpDepositLimit } from './components/SignUpDepositLimit';
export { birthDateMessage, dateOrderOf, parseBirthDate } from './lib/birth-date';
