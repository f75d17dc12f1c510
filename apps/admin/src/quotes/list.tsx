// The quotes, newest first (GET /admin/quotes), each opening its editor.
import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import { useEffect, useState } from "react";
import { Title, useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { LoadError, LoadingText } from "../shared/feedback";
import { listQuotes, type Quote } from "./api";

type Load = { state: "loading" } | { state: "failed" } | { state: "loaded"; quotes: Quote[] };

export const QuoteList = () => {
  const translate = useTranslate();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    let current = true;
    listQuotes()
      .then((quotes) => current && setLoad({ state: "loaded", quotes }))
      .catch(() => current && setLoad({ state: "failed" }));
    return () => {
      current = false;
    };
  }, []);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="wandelwijs.quotes.title" />
      <Button component={RouterLink} to="/quotes/create" variant="contained" startIcon={<AddIcon />} sx={{ mb: 2 }}>
        {translate("wandelwijs.quotes.new")}
      </Button>
      {load.state === "loading" && <LoadingText message="wandelwijs.quotes.loading" />}
      {load.state === "failed" && <LoadError message="wandelwijs.quotes.loadError" />}
      {load.state === "loaded" && load.quotes.length === 0 && <Typography>{translate("wandelwijs.quotes.none")}</Typography>}
      {load.state === "loaded" && load.quotes.length > 0 && (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={translate("wandelwijs.quotes.title")}>
            <TableHead>
              <TableRow>
                {["customer", "status", "total", "validUntil"].map((h) => (
                  <TableCell key={h}>{translate(`wandelwijs.quotes.columns.${h}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {load.quotes.map((q) => (
                <TableRow key={q.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/quotes/${q.id}`}>
                      {q.customer.company ? `${q.customer.company} (${q.customer.name})` : q.customer.name}
                    </Link>
                  </TableCell>
                  <TableCell>{translate(`wandelwijs.quotes.status.${q.status}`)}</TableCell>
                  <TableCell>{formatEuro(q.totalCents)}</TableCell>
                  <TableCell>{q.validUntil}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
