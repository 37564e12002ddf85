// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// GET /billing/usage-pricing: the sample shown on the reference page.

// Go 1.19 or later, standard library only; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as retrieve_usage_pricing.go, run: go run retrieve_usage_pricing.go
package main

import (
	"os"
	"fmt"
	"net/http"
	"io"
)

func main() {

	url := os.Getenv("CMP_BASE_URL") + "/billing/usage-pricing"

	req, err := http.NewRequest("GET", url, nil)

	if err != nil {
		panic(err)
	}
	req.Header.Add("Authorization", "Bearer " + os.Getenv("CMP_ACCESS_TOKEN"))

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}

	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		panic(err)
	}

	fmt.Println(string(body))

}
