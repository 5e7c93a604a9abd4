import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/ms`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/ms/*.json');
export default loaders;
