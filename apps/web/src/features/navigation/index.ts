export { NavBar } from './components/nav-bar';
