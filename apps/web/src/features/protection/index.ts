export { BirthDateField, RestrictedPersonCheck } from './components/BirthDateField';
export { birthDateMessage, dateOrderOf, parseBirthDate } from './lib/birth-date';
