import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/kk`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/kk/*.json');
export default loaders;
