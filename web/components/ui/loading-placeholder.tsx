import classes from './loading-placeholder.module.css';

/** A grey block where content is loading: the shape of what comes, nothing for a screen reader (its container says it is busy). */
export function LoadingPlaceholder({ height, width = '100%', radius }: { height: number; width?: number | string; radius?: 'md' }) {
  return <span className={radius === 'md' ? `${classes.placeholder} ${classes.rounded}` : classes.placeholder} style={{ height, width }} data-loading-placeholder aria-hidden />;
}
