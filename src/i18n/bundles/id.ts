import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/id`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/id/*.json');
export default loaders;
