// Public surface of the teams feature for the shell and other features.

export { NavOrganizationLogo } from './components/nav-organization-logo';
