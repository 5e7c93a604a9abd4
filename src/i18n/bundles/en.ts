import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/en`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/en/*.json');
export default loaders;
