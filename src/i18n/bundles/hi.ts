import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/hi`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/hi/*.json');
export default loaders;
