export { VendorWallets } from './components/VendorWallets';
