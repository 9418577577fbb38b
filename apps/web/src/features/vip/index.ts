export { VipStrip } from './components/VipStrip';
