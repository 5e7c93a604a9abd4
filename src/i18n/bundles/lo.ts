import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/lo`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/lo/*.json');
export default loaders;
