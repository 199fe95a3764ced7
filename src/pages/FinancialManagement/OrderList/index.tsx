/** Placeholder until this page is built (this issue). */
export { default } from '../../UnderConstruction';
