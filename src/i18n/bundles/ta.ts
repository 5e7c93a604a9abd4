import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/ta`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/ta/*.json');
export default loaders;
