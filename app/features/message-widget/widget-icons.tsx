import { Icon, type IconProps } from "~/components/icon";

/**
 * The launcher's icon; the button around it names it. The panel's own icons are in
 * panel-icons.tsx, so they load with the panel.
 */
export function MessageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
      <path d="M8.5 10.5h7M8.5 13.5h4.5" />
    </Icon>
  );
}
