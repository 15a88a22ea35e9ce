/** The search feature's public surface: the header's search button. */
export { SearchButton } from './SearchButton';
