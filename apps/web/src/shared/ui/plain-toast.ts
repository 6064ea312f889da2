import './plain-toast.css';

/** A toast without antd-mobile, for when its code could not be loaded (offline). Looks like antd-mobile's. */
export function showPlainToast(content: string, duration: number): void {
  document.querySelector('.mall-plain-toast')?.remove();
  const element = document.createElement('div');
  element.className = 'mall-plain-toast';
  element.setAttribute('role', 'alert');
  element.textContent = content;
  document.body.appendChild(element);
  setTimeout(() => element.remove(), duration);
}
