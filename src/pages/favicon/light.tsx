/** /favicon/light: the variant as its own route (static builds have no parameter routes). */
export {default} from '../favicon-light';
