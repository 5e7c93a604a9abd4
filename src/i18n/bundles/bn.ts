import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/bn`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/bn/*.json');
export default loaders;
