/**
 * Said once a member on a break signs in: until when games and deposits stay
 * closed, and that withdrawals and records stay open. Shown until dismissed.
 */
import { useTranslation } from "react-i18next";
import type { LoginProtection } from "../../services/schemas/protection-breaks";
import { formatDateTime } from "../member-centre/kit/date-time";
import { Button } from "../ui/button";
import { Icon } from "../ui/icons";
import "./break-banner.css";

export function BreakBanner({
  protection,
  onDismiss,
}: {
  protection: LoginProtection;
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  const key = protection.until === null ? "untilLifted" : protection.kind;
  return (
    <div className="break-banner" role="status" data-testid="break-banner">
      <Icon name="shield" size={20} />
      <p className="break-banner__text">
        <strong>
          {t(`session.protection.banner.${key}`, {
            date: formatDateTime(protection.until),
          })}
        </strong>{" "}
        {t("session.protection.banner.open")}
      </p>
      <Button
        size="sm"
        variant="ghost"
        onClick={onDismiss}
        data-testid="break-banner-dismiss"
      >
        {t("session.protection.banner.dismiss")}
      </Button>
    </div>
  );
}
