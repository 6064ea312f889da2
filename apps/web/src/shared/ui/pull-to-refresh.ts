// Its own chunk: antd-mobile's PullToRefresh brings the spring and gesture libraries (~25 KB gzipped).
export { PullToRefresh } from 'antd-mobile';
