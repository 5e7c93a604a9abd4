import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/ko`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/ko/*.json');
export default loaders;
