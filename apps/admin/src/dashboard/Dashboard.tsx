// The dashboard's sections (spec 2 §2). Figures are a dash until the dashboard
// figures endpoint exists.
import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { Title, useGetResourceLabel, useTranslate } from "react-admin";
import { Link } from "react-router-dom";

const sections = [
  { key: "walks", figures: ["total", "published", "bookings", "revenue"] },
  { key: "feestRequests", figures: ["total", "new", "completed"] },
  { key: "customWalks", figures: ["total", "new", "completed"] },
  { key: "vouchers", figures: ["total", "active", "value"] },
  { key: "bookings", figures: ["total", "paid", "pending", "revenue"] },
];

const screens = ["walks", "users", "custom-walks", "feest-requests", "vouchers"];

const placeholder = "–";

export function Dashboard() {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="ra.page.dashboard" />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mb: 3 }}>
        {screens.map((resource) => (
          <Button key={resource} component={Link} to={`/${resource}`} variant="outlined">
            {resourceLabel(resource, 2)}
          </Button>
        ))}
      </Stack>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))" }}>
        {sections.map(({ key, figures }) => (
          <Card key={key} component="section" aria-labelledby={`dashboard-${key}`}>
            <CardContent>
              <Typography id={`dashboard-${key}`} variant="h6" component="h2" gutterBottom>
                {translate(`wandelwijs.dashboard.${key}.title`)}
              </Typography>
              <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "1fr auto", gap: 1, m: 0 }}>
                {figures.map((figure) => (
                  <Box key={figure} sx={{ display: "contents" }}>
                    <Typography component="dt">{translate(`wandelwijs.dashboard.${key}.${figure}`)}</Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                      {placeholder}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Box component="section" aria-labelledby="dashboard-all-bookings" sx={{ mt: 3 }}>
        <Typography id="dashboard-all-bookings" variant="h6" component="h2" gutterBottom>
          {translate("wandelwijs.dashboard.allBookings")}
        </Typography>
        <Typography>{placeholder}</Typography>
      </Box>
    </Box>
  );
}
