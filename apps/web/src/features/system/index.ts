export { LanguageSelector } from './components/LanguageSelector';
export { SiteLogo } from './components/SiteLogo';
export { StatusGate } from './components/StatusGate';
export { ThemeToggle } from './components/ThemeToggle';
